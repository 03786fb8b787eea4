import AudioFileOutlined from '@mui/icons-material/AudioFileOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import SlideshowOutlined from '@mui/icons-material/SlideshowOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { extensionOf, isImageName } from '@portal/domain';
import type { ComponentType } from 'react';
import type { LibraryItem } from './library.queries';

const BY_EXTENSION: Readonly<Record<string, ComponentType<SvgIconProps>>> = {
  pdf: PictureAsPdfOutlined,
  doc: DescriptionOutlined,
  docx: DescriptionOutlined,
  odt: DescriptionOutlined,
  txt: DescriptionOutlined,
  xls: TableChartOutlined,
  xlsx: TableChartOutlined,
  ods: TableChartOutlined,
  csv: TableChartOutlined,
  ppt: SlideshowOutlined,
  pptx: SlideshowOutlined,
  odp: SlideshowOutlined,
  zip: FolderZipOutlined,
  mp4: MovieOutlined,
  mov: MovieOutlined,
  mp3: AudioFileOutlined,
};

/**
 * The type icon of an item (folder, image, or the file's kind by extension). Decorative: the
 * item's name and the column headers say what it is.
 */
export function ItemIcon({ item, ...props }: { item: Pick<LibraryItem, 'pasta' | 'nome' | 'arquivoImagem'> } & SvgIconProps) {
  const Icon = item.pasta
    ? FolderOutlined
    : item.arquivoImagem || isImageName(item.nome)
      ? ImageOutlined
      : (BY_EXTENSION[extensionOf(item.nome)] ?? InsertDriveFileOutlined);
  return <Icon aria-hidden color={item.pasta ? 'primary' : 'action'} {...props} />;
}
