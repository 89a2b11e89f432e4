import { ExternalLink, ImageOff } from 'lucide-react';
import { useState } from 'react';
import type { ReplyImage } from '@/features/chat/utils/parse-reply';

function Picture({ image, index }: { image: ReplyImage; index: number }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span className="flex h-32 w-full flex-col items-center justify-center gap-1 bg-muted/60 text-xs text-muted-foreground">
        <ImageOff aria-hidden="true" className="size-5" />
        Image unavailable
      </span>
    );
  }
  return (
    <img
      src={image.url}
      alt={image.alt || `Image ${index + 1} of the reply`}
      loading="lazy"
      onError={() => setFailed(true)}
      className="max-h-72 w-full bg-background object-contain"
    />
  );
}

/** Images taken out of a reply (spec §5); each opens in a new tab, with a 'View full image' link. */
export function ReplyImages({ images }: { images: readonly ReplyImage[] }) {
  if (images.length === 0) return null;
  return (
    <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label="Images">
      {images.map((image, index) => (
        <li key={image.url}>
          <figure className="overflow-hidden rounded-lg border bg-muted/40">
            <a
              href={image.url}
              target="_blank"
              rel="noopener noreferrer"
              className="block outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <Picture image={image} index={index} />
            </a>
            <figcaption className="flex items-center justify-between gap-2 px-3 py-2 text-xs">
              <span className="truncate text-muted-foreground">{image.alt}</span>
              <a
                href={image.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex shrink-0 items-center gap-1 rounded-xs font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                View full image
                <ExternalLink aria-hidden="true" className="size-3" />
              </a>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
