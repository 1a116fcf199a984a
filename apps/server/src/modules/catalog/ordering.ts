/** A validated page of a list: its number, size and `ordering` ("name", "-rating"). */
export interface PageRequest {
  page: number;
  page_size: number;
  ordering: string;
}

export const offsetOf = (p: PageRequest) => (p.page - 1) * p.page_size;
