// Upload a bundle from the browser; it is ingested in the background.
import type { Metadata } from "next";
import { UploadForm } from "@/components/upload/upload-form.tsx";
import { pageUser } from "../auth/page-user.ts";

export const metadata: Metadata = { title: "Upload" };

export default async function UploadPage() {
  await pageUser("admin");
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">Upload a bundle</h1>
      <p className="text-sm text-muted-foreground">
        A .zip of chat logs and the score versions they saved (spec/bundle.md). It is ingested in the
        background: a conversation already stored is not stored twice, and each file that cannot be read is
        listed with what is wrong with it.
      </p>
      <UploadForm />
    </div>
  );
}
