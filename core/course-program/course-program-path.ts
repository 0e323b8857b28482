/** The program page's address: `/expert/course/detail/{course}/program` (its own module: links import it alone). */
export function courseProgramPath(courseId: number): string {
  return `/expert/course/detail/${courseId}/program`;
}
