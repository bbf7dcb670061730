# MISTAKE: the correction factor exp(m_old - m_new) is taken without guarding -inf: while a row has seen only masked keys (m_old = m_new = -inf) it is exp(nan) = NaN, and the NaN spreads into the output and lse (e.g. a fully masked first block).
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size < 1")
    q, k, v = map(np.asarray, (q, k, v))
    n_keys = k.shape[-2]
    scale = q.shape[-1] ** -0.5
    st = {"m": None, "l": None, "acc": None}
    start = 0
    while start < n_keys:
        stop = min(start + block_size, n_keys)
        s = (q @ np.swapaxes(k[..., start:stop, :], -1, -2)) * scale
        if mask is not None:
            blk = np.broadcast_to(mask, s.shape[:-1] + (n_keys,))[..., start:stop]
            s = np.where(blk, s, -np.inf)
        if st["m"] is None:
            st["m"] = np.full(s.shape[:-1], -np.inf)
            st["l"] = np.zeros(s.shape[:-1])
            st["acc"] = np.zeros(s.shape[:-1] + (v.shape[-1],))
        m_new = np.maximum(st["m"], s.max(axis=-1))
        alpha = np.exp(st["m"] - m_new)
        p = np.exp(s - m_new[..., None])
        p = np.nan_to_num(p)           # exp(-inf - -inf) inside a masked block
        st["l"] = alpha * st["l"] + p.sum(axis=-1)
        st["acc"] = alpha[..., None] * st["acc"] + p @ v[..., start:stop, :]
        st["m"] = m_new
        start = stop
    l = st["l"]
    empty = l == 0
    out = np.where(empty[..., None], 0.0, st["acc"] / np.where(empty, 1.0, l)[..., None])
    with np.errstate(divide="ignore"):
        lse = np.where(empty, -np.inf, st["m"] + np.log(np.where(empty, 1.0, l)))
    return out.astype(q.dtype), lse.astype(q.dtype)
