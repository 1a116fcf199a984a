import { z } from 'zod';

/** A data source of the catalogue with its licence and the credit it asks for. */
export const DataSourceSchema = z.object({
  name: z.string(),
  licence: z.string(),
  attribution: z.string(),
  url: z.string(),
});

/** `GET about/`: the About page as structured content. */
export const AboutSchema = z.object({
  title: z.string(),
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
  sources: z.array(DataSourceSchema),
  catalogue_version: z.string().nullable(),
});
export type About = z.infer<typeof AboutSchema>;

/** `GET contacts/`: how to reach the team. */
export const ContactInfoSchema = z.object({
  email: z.string(),
  feedback_url: z.string(),
  response_time: z.string(),
});
export type ContactInfo = z.infer<typeof ContactInfoSchema>;
