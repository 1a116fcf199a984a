import { formatScore, scoreColour } from '../lib/format';
import styles from './content.module.css';

/** A 0–10 score in its spec colour (great, good, medium, bad). */
export function ScoreBadge({ score, large = false }: { score: number; large?: boolean }) {
  const colour = scoreColour(score);
  return (
    <span
      className={[styles.score, styles[colour], large ? styles.scoreLarge : '']
        .filter(Boolean)
        .join(' ')}
      aria-label={`Rating ${formatScore(score)} out of 10 (${colour})`}
      data-score={colour}
    >
      {formatScore(score)}
    </span>
  );
}
