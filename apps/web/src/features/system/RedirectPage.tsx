import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../shell/PageLoading';
import { redirectTarget } from './redirectTarget';

export default function RedirectPage() {
  const navigate = useNavigate();
  const params = useParams();
  const { search } = useLocation();
  const target = redirectTarget(params['*'], search);
  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);
  return <PageLoading />;
}
