/** An application the session user may open (GET /userinfo and GET /application; spec part 1, section 2). */
export interface Application {
  idApplication: string;
  applicationType: string;
  url: string | null;
  name: string;
  description: string | null;
  idImage: string | null;
}
