// What other features may use of places: they import from this file only (eslint.config.js).
export { useLocationAttractions } from './api/get-location-attractions';
export { AttractionGrid, attractionPath } from './components/attraction-card';
export { ContactsReveal } from './components/contacts-reveal';
export { PhotoSlider } from './components/photo-slider';
export { PhotoUpload } from './components/photo-upload';
export {
  AddressRow,
  DetailRow,
  DirectContacts,
  PlaceRating,
  WikipediaLink,
} from './components/place-details';
export { VenueLayout } from './components/venue-layout';
export { useAddPlaceImage } from './api/add-place-image';
export { PlaceGridSection } from './components/place-grid-section';
