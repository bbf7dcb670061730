import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if not isinstance(block_size, int) or block_size < 1:
        raise ValueError("block_size")
    if q.shape[-1] != k.shape[-1] or k.shape[-2] != v.shape[-2]:
        raise ValueError("shapes")
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    nq, nk = q.shape[-2], k.shape[-2]
    if mask is not None:
        mask = np.broadcast_to(mask, lead + (nq, nk))
    mx = np.full(lead + (nq, 1), -np.inf)
    den = np.zeros(lead + (nq, 1))
    num = np.zeros(lead + (nq, v.shape[-1]))
    for a in range(0, nk, block_size):
        b = min(a + block_size, nk)
        s = q @ np.swapaxes(k[..., a:b, :], -1, -2) / np.sqrt(q.shape[-1])
        if mask is not None:
            s = np.where(mask[..., a:b], s, -np.inf)
        new = np.maximum(mx, s.max(-1, keepdims=True))
        safe = np.where(np.isfinite(new), new, 0.0)
        p = np.exp(s - safe)
        den = den * np.exp(mx - safe) + p.sum(-1, keepdims=True)
        num = num * np.exp(mx - safe) + p @ v[..., a:b, :]
        mx = new
    out = np.divide(num, den, out=np.zeros_like(num), where=den > 0)
    lse = np.where(den > 0, mx + np.log(np.where(den > 0, den, 1.0)), -np.inf)[..., 0]
    return out.astype(q.dtype), lse.astype(q.dtype)
