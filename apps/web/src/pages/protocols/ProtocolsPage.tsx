import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PROTOCOL_LIST_TEXTS, ProtocolList } from '../../widgets/protocol-list';
import { mainPath, PAGE_TITLES } from '../../shared/config';
import { PageFrame } from '../../shared/ui';

export function ProtocolsPage() {
  return (
    <PageFrame
      title={PAGE_TITLES.protocols}
      actions={
        <Button component={Link} to={mainPath('protocolAdd')} leftSection={<IconPlus size={18} />}>
          {PROTOCOL_LIST_TEXTS.add}
        </Button>
      }
    >
      <ProtocolList />
    </PageFrame>
  );
}
