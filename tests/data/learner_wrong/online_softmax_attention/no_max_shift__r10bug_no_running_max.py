# URL: https://github.com/mila-iqia/blocks/pull/727
# Bug: attention energies are exponentiated without a running max (m stays 0: l = sum exp(s), acc = sum exp(s) v), overflowing to inf/NaN for large scores; lse = log(l); otherwise correct.
import numpy as np

def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size < 1")
    dt = q.dtype
    scale = 1.0 / np.sqrt(q.shape[-1])
    k_len = k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    ql = q.shape[-2]
    l = np.zeros(lead + (ql, 1))
    acc = np.zeros(lead + (ql, v.shape[-1]))
    full_mask = None if mask is None else np.broadcast_to(mask, lead + (ql, k_len))
    for st in range(0, k_len, block_size):
        kb = k[..., st:st + block_size, :]
        vb = v[..., st:st + block_size, :]
        s = (q @ np.swapaxes(kb, -1, -2)).astype(np.float64) * scale
        if full_mask is not None:
            s = np.where(full_mask[..., st:st + block_size], s, -np.inf)
        p = np.exp(s)
        l = l + p.sum(-1, keepdims=True)
        acc = acc + p @ vb
    with np.errstate(divide='ignore', invalid='ignore'):
        out = np.where(l > 0, acc / np.where(l > 0, l, 1), 0)
        lse = np.log(l[..., 0])
    return out.astype(dt), lse.astype(dt)
