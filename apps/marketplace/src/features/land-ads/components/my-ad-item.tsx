import { Link } from 'react-router-dom';
import { businessThumbnailUrl, landThumbnailUrl } from '@marketplace/api-client';
import {
  businessTypeLabel,
  formatBusinessPrice,
  formatDate,
  formatLocation,
  formatPrice,
  landTypeLabel,
} from '@marketplace/domain';
import { Badge, Button } from '@marketplace/ui';
import { paths } from '../../../config/paths';
import type { MyAd } from '../api/get-my-ads';
import * as css from './my-ads.css';

/** One of the user's ads with view, edit and delete (spec §2, my ads). */
export function MyAdItem({ item, onDelete }: { item: MyAd; onDelete: () => void }) {
  const { ad } = item;
  const land = item.kind === 'land';
  const thumbnail = ad.thumbnail
    ? land
      ? landThumbnailUrl(ad.thumbnail)
      : businessThumbnailUrl(ad.thumbnail)
    : null;
  const view = land ? paths.landAd.href(ad.id) : paths.businessAd.href(ad.id);
  const edit = land ? paths.editLandAd.href(ad.id) : paths.editBusinessAd.href(ad.id);
  const type =
    item.kind === 'land'
      ? landTypeLabel(item.ad.land_type)
      : businessTypeLabel(item.ad.business_type);
  return (
    <li className={css.item}>
      {thumbnail ? (
        <img className={css.thumbnail} src={thumbnail} alt="" />
      ) : (
        <div className={css.thumbnail} aria-hidden="true" />
      )}
      <div className={css.body}>
        <div className={css.badges}>
          <Badge tone={land ? 'success' : 'info'}>{land ? 'Zemljište' : 'Biznis'}</Badge>
          <span className={css.muted}>{type}</span>
        </div>
        <h2 className={css.itemTitle}>{ad.title}</h2>
        <p className={css.muted}>
          {formatLocation(ad.city_id, ad.country_id)} · {formatDate(ad.created_at)}
        </p>
        <p className={css.price}>{land ? formatPrice(ad.price) : formatBusinessPrice(ad.price)}</p>
      </div>
      <div className={css.itemActions}>
        <Button asChild variant="outline" size="sm">
          <Link to={view} aria-label={`Pogledaj: ${ad.title}`}>
            Pogledaj
          </Link>
        </Button>
        <Button asChild variant="secondary" size="sm">
          <Link to={edit} aria-label={`Izmeni: ${ad.title}`}>
            Izmeni
          </Link>
        </Button>
        <Button variant="danger" size="sm" onClick={onDelete} aria-label={`Obriši: ${ad.title}`}>
          Obriši
        </Button>
      </div>
    </li>
  );
}
