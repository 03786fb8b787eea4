import { useQuery } from '@apollo/client';
import GroupAdd from '@mui/icons-material/GroupAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { RecordHeader } from '../../components/record/RecordHeader';
import { RecordLoadState } from '../../components/record/RecordLoadState';
import { useBackToList } from '../../components/record/use-back-to-list';
import { ImportMembersDialog } from './ImportMembersDialog';
import { GRUPO_USUARIOS } from './user-groups.queries';
import { UserGroupForm } from './UserGroupForm';

/**
 * /gruposUsuarios/novo and /gruposUsuarios/{id}. The title is the group's name, or the new-group
 * title (spec 02 §2); a save returns to the groups list. A saved group can import manual members
 * from a file; after an import the form starts again from the group as saved.
 */
export default function UserGroupFormPage() {
  const { id } = useParams();
  const backTo = useBackToList('/gruposUsuarios');
  const { data, error, refetch } = useQuery(GRUPO_USUARIOS, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const [importing, setImporting] = useState(false);
  const [imports, setImports] = useState(0);
  const grupo = data?.grupoUsuarios;
  return (
    <>
      <RecordHeader
        title={<FormattedMessage id={id ? 'route.grupoUsuariosEditar' : 'route.gruposUsuariosNovo'} />}
        record={grupo ? { nome: grupo.nome, active: grupo.active } : null}
        audit={grupo ? { tipo: 'grupoUsuarios', id: grupo.id } : null}
      />
      {grupo ? (
        <Box sx={{ mb: 2 }}>
          <Button variant="outlined" startIcon={<GroupAdd />} onClick={() => setImporting(true)}>
            <FormattedMessage id="userGroups.import.open" />
          </Button>
        </Box>
      ) : null}
      {id && !grupo ? (
        <RecordLoadState error={error} onRetry={() => void refetch()} listTo={backTo} />
      ) : (
        <UserGroupForm key={`${grupo?.id ?? 'novo'}-${imports}`} grupo={grupo} backTo={backTo} />
      )}
      {importing && grupo ? (
        <ImportMembersDialog
          grupo={grupo}
          onClose={() => setImporting(false)}
          onImported={() => {
            setImporting(false);
            // The mutation's answer (the group as saved, same fields as GRUPO_USUARIOS) is already in
            // the cache: the form is drawn again from it, its manual users now with the imported.
            setImports((n) => n + 1);
          }}
        />
      ) : null}
    </>
  );
}
