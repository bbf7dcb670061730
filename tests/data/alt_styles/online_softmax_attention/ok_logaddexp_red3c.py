import numpy as np

# correct: keeps a running lse with np.logaddexp and re-weights the normalised output by exp(lse_old - lse_new)
def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v)
    dt = np.result_type(q, k, v)
    scale = 1.0 / np.sqrt(q.shape[-1])
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    ql, kl = q.shape[-2], k.shape[-2]
    M = None if mask is None else np.broadcast_to(mask, lead + (ql, kl))
    lse = np.full(lead + (ql,), -np.inf)
    out = np.zeros(lead + (ql, v.shape[-1]))
    for a in range(0, kl, block_size):
        s = np.einsum("...qd,...kd->...qk", q, k[..., a:a + block_size, :]) * scale
        if M is not None:
            s = np.where(M[..., a:a + block_size], s, -np.inf)
        bm = s.max(-1)
        bm_safe = np.where(np.isfinite(bm), bm, 0.0)
        p = np.exp(s - bm_safe[..., None])
        with np.errstate(divide="ignore"):
            blse = bm_safe + np.log(p.sum(-1))
        new = np.logaddexp(lse, blse)
        fin = np.isfinite(new)
        new_safe = np.where(fin, new, 0.0)
        w_old = np.where(fin, np.exp(lse - new_safe), 0.0)
        w_blk = np.where(fin, np.exp(bm_safe - new_safe), 0.0)
        out = w_old[..., None] * out + w_blk[..., None] * (p @ v[..., a:a + block_size, :])
        lse = new
    return out.astype(dt), lse.astype(dt)
