// An account as the admin page lists it.
export interface UserRow {
  id: string;
  name: string;
  email: string;
  role: string;
  locked: boolean;
  createdAt: string;
  reviews: number;
}
