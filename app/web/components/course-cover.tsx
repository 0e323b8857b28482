import styles from './course-cover.module.css';

/** A course's picture, or its first letter on the brand gradient when it has none. */
export function CourseCover({ title, image }: { title: string; image: string | null }) {
  return image ? (
    <img className={styles.image} src={image} alt="" />
  ) : (
    <span className={styles.letter} aria-hidden="true">
      {title.trim().slice(0, 1).toUpperCase()}
    </span>
  );
}
