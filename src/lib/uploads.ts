// The admin's upload folders (docs/product.md#admin): shared by the upload
// cards and the server, which checks each file again by its content (src/server/services/uploads/check.ts).

export const storageFolders = ["single", "bundle", "images"] as const;
export type StorageFolder = (typeof storageFolders)[number];

/** The folders whose files are guides: delivered to buyers through signed links, never public. */
export const guideFolders = ["single", "bundle"] as const satisfies readonly StorageFolder[];

const MB = 1024 * 1024;

type FolderRule = {
  /** The card's title. */
  label: string;
  /** What the toasts call the folder ('Successfully uploaded 2 images!'). */
  noun: string;
  /** The `accept` attribute (docs/product.md#admin), and the extensions the server keeps. */
  extensions: readonly string[];
  /** docs/product.md#admin: the single guide takes one file, the others several. */
  multiple: boolean;
  /**
   * Largest file accepted, in bytes (stated on the card, enforced by the server). A power of two
   * in MB: UploadThing's route config only takes those, and both adapters keep one limit.
   */
  maxBytes: number;
  /** Files per upload. */
  maxFiles: number;
};

const guideTypes = [".pdf", ".doc", ".docx"] as const;

export const folderRules: Record<StorageFolder, FolderRule> = {
  single: { label: "Single guide", noun: "single", extensions: guideTypes, multiple: false, maxBytes: 32 * MB, maxFiles: 1 },
  bundle: { label: "Bundle", noun: "bundle", extensions: guideTypes, multiple: true, maxBytes: 32 * MB, maxFiles: 10 },
  images: {
    label: "Images",
    noun: "images",
    extensions: [".jpg", ".jpeg", ".png", ".gif", ".webp"],
    multiple: true,
    maxBytes: 4 * MB,
    maxFiles: 20,
  },
};

export const isGuideFolder = (folder: StorageFolder) => (guideFolders as readonly string[]).includes(folder);

/** "25 MB" */
export const formatBytes = (bytes: number) =>
  bytes >= MB ? `${+(bytes / MB).toFixed(1)} MB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} B`;
