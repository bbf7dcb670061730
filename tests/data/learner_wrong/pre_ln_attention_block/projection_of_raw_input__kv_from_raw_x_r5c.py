# mistake: only the queries use the normalised h; keys and values are projected from the raw x
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads:
        raise ValueError("d_model % num_heads != 0")
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    h = (x - mu) / np.sqrt(var + x.dtype.type(eps)) * gamma + beta
    hd = D // num_heads
    split = lambda t: t.reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    q = split(h @ w_q)
    k = split(x @ w_k)
    v = split(x @ w_v)
    s = np.einsum("bhqd,bhkd->bhqk", q, k) / x.dtype.type(np.sqrt(hd))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    o = np.einsum("bhqk,bhkd->bhqd", p, v).transpose(0, 2, 1, 3).reshape(B, T, D)
    return x + o @ w_o
