import { ExternalLink, ImageOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { ReplyImage } from '@/features/chat/utils/parse-reply';
import { useFileObjectUrl } from '@/hooks/use-file-object-url';
import { useStore } from '@nanostores/react';
import { chatTexts } from '@/features/chat/i18n/en';

const linkClass =
  'inline-flex shrink-0 items-center gap-1 rounded-xs font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50';

function Unavailable() {
  const tr = useStore(chatTexts);
  return (
    <span className="flex h-32 w-full flex-col items-center justify-center gap-1 bg-muted/60 text-xs text-muted-foreground">
      <ImageOff aria-hidden="true" className="size-5" />
      {tr.imageUnavailable}
    </span>
  );
}

/** One image in its frame: the picture (opening the full image) and a 'View full image' link. */
function Figure({ href, alt, picture }: { href: string | null; alt: string; picture: ReactNode }) {
  const tr = useStore(chatTexts);
  return (
    <figure className="overflow-hidden rounded-lg border bg-muted/40">
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="block outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {picture}
        </a>
      ) : (
        picture
      )}
      <figcaption className="flex min-h-8 items-center justify-between gap-2 px-3 py-2 text-xs">
        <span className="truncate text-muted-foreground">{alt}</span>
        {href && (
          <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {tr.viewFullImage}
            <ExternalLink aria-hidden="true" className="size-3" />
          </a>
        )}
      </figcaption>
    </figure>
  );
}

/** An image of this app's file store: fetched with the bearer, shown from its object URL. */
function StoredImage({ image, label }: { image: ReplyImage; label: string }) {
  const tr = useStore(chatTexts);
  const { objectUrl, isImage, failed } = useFileObjectUrl(image.url);
  let picture: ReactNode;
  if (failed || (objectUrl && !isImage)) picture = <Unavailable />;
  else if (!objectUrl)
    picture = <Skeleton className="h-48 w-full rounded-none" aria-label={tr.loadingImage} />;
  else picture = <img src={objectUrl} alt={label} className="max-h-72 w-full bg-background object-contain" />;
  return <Figure href={objectUrl && isImage ? objectUrl : null} alt={image.alt} picture={picture} />;
}

/** An image of the cloud file store: a plain address the browser loads itself. */
function CloudImage({ image, label }: { image: ReplyImage; label: string }) {
  const [failed, setFailed] = useState(false);
  const picture = failed ? (
    <Unavailable />
  ) : (
    <img
      src={image.url}
      alt={label}
      loading="lazy"
      onError={() => setFailed(true)}
      className="max-h-72 w-full bg-background object-contain"
    />
  );
  return <Figure href={image.url} alt={image.alt} picture={picture} />;
}

/**
 * Images taken out of a reply's text; each opens in a new tab, with a 'View full image' link.
 * Images of this app's file store need the bearer, so they are fetched and shown from object URLs.
 */
export function ReplyImages({ images }: { images: readonly ReplyImage[] }) {
  const tr = useStore(chatTexts);
  if (images.length === 0) return null;
  return (
    <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label={tr.images}>
      {images.map((image, index) => {
        const label = image.alt || `Image ${index + 1} of the reply`;
        return (
          <li key={image.url}>
            {image.url.startsWith('/') ? (
              <StoredImage image={image} label={label} />
            ) : (
              <CloudImage image={image} label={label} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
