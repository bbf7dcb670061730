# WRONG: the residual adds the normalised h instead of the original x (h + MHA(h)); and LayerNorm uses the unbiased variance (ddof=1, torch.var default) instead of the biased one.
import math
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads:
        raise ValueError("num_heads must divide d_model")
    Dh = D // num_heads
    mu = x.mean(-1, keepdims=True)
    var = x.var(-1, ddof=1, keepdims=True)
    x = (x - mu) / np.sqrt(var + eps) * gamma + beta
    q = np.einsum("btd,de->bte", x, w_q).reshape(B, T, num_heads, Dh)
    k = np.einsum("btd,de->bte", x, w_k).reshape(B, T, num_heads, Dh)
    v = np.einsum("btd,de->bte", x, w_v).reshape(B, T, num_heads, Dh)
    s = np.einsum("bqhd,bkhd->bhqk", q, k) / math.sqrt(Dh)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    o = np.einsum("bhqk,bkhd->bqhd", p, v).reshape(B, T, D) @ w_o
    return (x + o).astype(x.dtype)
