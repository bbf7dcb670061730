# wrong: the residual adds the normalised h instead of the original x (returns h + MHA(h)); everything else correct
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("heads")
    hd = d // num_heads
    mu = x.mean(-1, keepdims=True)
    h = gamma * (x - mu) / np.sqrt(x.var(-1, keepdims=True) + eps) + beta
    q = np.einsum("btd,de->bte", h, w_q).reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    k = np.einsum("btd,de->bte", h, w_k).reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    v = np.einsum("btd,de->bte", h, w_v).reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    s = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    den = e.sum(-1, keepdims=True)
    p = np.where(den > 0, e / np.maximum(den, 1e-300), 0)
    a = np.einsum("bhqk,bhkd->bqhd", p, v).reshape(b, t, d) @ w_o
    return (h + a).astype(x.dtype)
