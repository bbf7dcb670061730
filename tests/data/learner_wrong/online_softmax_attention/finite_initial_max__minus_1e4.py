import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if not isinstance(block_size, int) or block_size < 1:
        raise ValueError("block_size")
    if q.shape[-1] != k.shape[-1] or k.shape[-2] != v.shape[-2]:
        raise ValueError("shapes")
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    n, T = q.shape[-2], k.shape[-2]
    if mask is not None:
        mask = np.broadcast_to(mask, lead + (n, T))
    run_max = np.full(lead + (n, 1), -1e4)
    run_sum = np.zeros(lead + (n, 1))
    acc = np.zeros(lead + (n, v.shape[-1]))
    for s0 in range(0, T, block_size):
        kb, vb = k[..., s0:s0 + block_size, :], v[..., s0:s0 + block_size, :]
        s = (q @ np.swapaxes(kb, -1, -2)) / np.sqrt(q.shape[-1])
        if mask is not None:
            s = np.where(mask[..., s0:s0 + block_size], s, -np.inf)
        new_max = np.maximum(run_max, s.max(-1, keepdims=True))
        p = np.exp(s - new_max)
        c = np.exp(run_max - new_max)
        run_sum = run_sum * c + p.sum(-1, keepdims=True)
        acc = acc * c + p @ vb
        run_max = new_max
    out = np.divide(acc, run_sum, out=np.zeros_like(acc), where=run_sum > 0)
    lse = np.where(run_sum[..., 0] > 0, run_max[..., 0] + np.log(np.where(run_sum > 0, run_sum, 1.0))[..., 0], -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
