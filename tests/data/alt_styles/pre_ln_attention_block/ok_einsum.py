import numpy as np

def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if d % num_heads != 0:
        raise ValueError
    hd = d // num_heads
    mu = x.mean(axis=-1, keepdims=True)
    var = x.var(axis=-1, keepdims=True)
    h = (x - mu) / np.sqrt(var + eps) * gamma + beta
    q = np.einsum("btd,de->bte", h, w_q).reshape(b, t, num_heads, hd)
    k = np.einsum("btd,de->bte", h, w_k).reshape(b, t, num_heads, hd)
    v = np.einsum("btd,de->bte", h, w_v).reshape(b, t, num_heads, hd)
    s = np.einsum("bqhe,bkhe->bhqk", q, k) / np.sqrt(hd)
    allowed = np.ones(s.shape, bool) if mask is None else np.broadcast_to(mask, s.shape)
    s = np.where(allowed, s, -np.inf)
    rowmax = s.max(-1, keepdims=True)
    rowmax[~np.isfinite(rowmax)] = 0.0
    e = np.exp(s - rowmax)
    tot = e.sum(-1, keepdims=True)
    p = e / np.maximum(tot, np.finfo(e.dtype).tiny)
    o = np.einsum("bhqk,bkhe->bqhe", p, v).reshape(b, t, d)
    out = x + np.einsum("btd,de->bte", o, w_o)
    return out.astype(x.dtype)
