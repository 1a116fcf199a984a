import type { PlaceImage } from '@ai-map/contracts';
import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, ImageIcon, LockIcon } from '../../../shared/ui/icons';
import { PhotoCredit } from './photo-credit';
import styles from './photo-slider.module.css';

/** Spec 001 §8 and §9 wording and timing. */
export const BLURRED_PHOTO_TEXT = 'Photo’s only for registered users';
export const NO_IMAGES_TEXT = 'No available images';

interface PhotoSliderProps {
  images: PlaceImage[];
  name: string;
  blurred: boolean;
  /** Extra controls over the current photo (delete). */
  renderActions?: (image: PlaceImage) => React.ReactNode;
}

/** A looping photo slider (500 ms slide); blurred with a lock for visitors who are not signed in. */
export function PhotoSlider({ images, name, blurred, renderActions }: PhotoSliderProps) {
  const [index, setIndex] = useState(0);
  const count = images.length;

  if (count === 0) {
    return (
      <div className={styles.empty} role="img" aria-label={NO_IMAGES_TEXT}>
        <ImageIcon size={36} />
        <p>{NO_IMAGES_TEXT}</p>
      </div>
    );
  }

  const current = Math.min(index, count - 1);
  // Loops both ways: past the last photo comes the first.
  const go = (step: number) => setIndex((current + step + count) % count);
  const image = images[current];

  return (
    <div
      className={styles.slider}
      role="region"
      aria-roledescription="carousel"
      aria-label={`Photos of ${name}`}
    >
      <div className={styles.viewport}>
        <ul className={styles.track} style={{ transform: `translateX(-${current * 100}%)` }}>
          {images.map((photo, photoIndex) => (
            <li
              key={photo.id}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={`${photoIndex + 1} of ${count}`}
              aria-hidden={photoIndex !== current}
            >
              <img
                src={photo.image}
                alt={blurred ? '' : `${name}, photo ${photoIndex + 1}`}
                className={blurred ? `${styles.image} ${styles.blurred}` : styles.image}
                loading={photoIndex === 0 ? 'eager' : 'lazy'}
                draggable={false}
              />
              {!photo.is_published && !blurred && (
                <span className={styles.pending}>Awaiting review</span>
              )}
            </li>
          ))}
        </ul>
        {blurred && (
          <div className={styles.lock}>
            <LockIcon size={28} />
            <p>{BLURRED_PHOTO_TEXT}</p>
          </div>
        )}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            onClick={() => go(-1)}
            aria-label="Previous photo"
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => go(1)}
            aria-label="Next photo"
          >
            <ChevronRightIcon />
          </button>
          <p className={styles.counter} aria-live="polite">
            {current + 1} / {count}
          </p>
        </>
      )}
      {image?.credit && (
        <PhotoCredit
          credit={image.credit}
          className={count > 1 ? `${styles.credit} ${styles.creditBesideCounter}` : styles.credit}
        />
      )}
      {image && !blurred && renderActions && (
        <div className={styles.actions}>{renderActions(image)}</div>
      )}
    </div>
  );
}
