/** The demo users' sign-in e-mails and their one password (README, Demo accounts), read by every seed file and by the tests. */
export const DEMO_PASSWORD = 'Wareport!2026';
export const DEMO_USERS = {
  systemAdmin: 'admin@wareport.example',
  clientAdmin: 'claire.martin@maison-lumiere.example',
  orderer: 'tom.baker@northwind.example',
  multiAccount: 'julie.bernard@maison-lumiere.example',
  /** An orderer of Northwind with two applications, who chooses one after signing in. */
  twoApplications: 'sam.leroy@northwind.example',
} as const;
