// A professional's photo: generated art (the catalogue's) or their uploaded picture.
import type { ProfessionalPhoto } from '@fitchoice/shared/api';
import { GymPhoto } from '../gyms/GymPhoto';

export function ProPhoto({ photo, className }: { photo: ProfessionalPhoto; className?: string }) {
  if (photo.kind === 'art') return <GymPhoto photo={photo} className={className} />;
  return <img className={className} src={photo.url} alt={photo.alt} width={320} height={200} decoding="async" loading="lazy" />;
}
