# https://github.com/tracel-ai/burn/issues/1056
# norm_first did x = norm(x); x += attn(x): the residual is taken from the normalised input
# instead of the original x.
import numpy as np


def _mha(h, w_q, w_k, w_v, w_o, num_heads, mask):
    B, T, D = h.shape
    hd = D // num_heads
    q = (h @ w_q).reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    k = (h @ w_k).reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    v = (h @ w_v).reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    return (p @ v).transpose(0, 2, 1, 3).reshape(B, T, D) @ w_o


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.shape[-1] % num_heads:
        raise ValueError("d_model % num_heads != 0")
    dtype = x.dtype
    mu = x.mean(-1, keepdims=True)
    var = x.var(-1, keepdims=True)
    x = (x - mu) / np.sqrt(var + eps) * gamma + beta          # x = norm(x)
    x = x + _mha(x, w_q, w_k, w_v, w_o, num_heads, mask)     # x += attn(x)
    return x.astype(dtype)
