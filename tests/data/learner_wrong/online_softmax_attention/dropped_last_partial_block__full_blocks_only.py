# mistake: the last partial block of keys is dropped
import numpy as np
def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError
    n_full = k.shape[-2] // block_size
    kk, vv = k[..., : n_full * block_size, :], v[..., : n_full * block_size, :]
    s = q @ np.swapaxes(kk, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(np.broadcast_to(mask, s.shape[:-1] + (k.shape[-2],))[..., : n_full * block_size], s, -np.inf)
    m = s.max(-1, keepdims=True) if s.shape[-1] else np.full(s.shape[:-1] + (1,), -np.inf)
    ms = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - ms); l = e.sum(-1, keepdims=True)
    out = np.where(l > 0, (e @ vv) / np.where(l > 0, l, 1), 0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1)), -np.inf)[..., 0]
    return out.astype(q.dtype), lse.astype(q.dtype)
