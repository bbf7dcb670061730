# SOURCE: https://github.com/Modalities/modalities/pull/136
# MISTAKE: the input is overwritten by its LayerNorm before the residual branch (x = ln(x); x = x + attn(x)),
#          so the block returns LN(x) + MHA(LN(x)) instead of the original x + MHA(LN(x)).
import numpy as np


def _ln(x, gamma, beta, eps):
    mu = x.mean(axis=-1, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
    return gamma * (x - mu) / np.sqrt(var + eps) + beta


def _mha(h, w_q, w_k, w_v, w_o, num_heads, mask):
    b, t, d = h.shape
    hd = d // num_heads

    def split(z):
        return z.reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)

    q, k, v = split(h @ w_q), split(h @ w_k), split(h @ w_v)
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    tot = e.sum(axis=-1, keepdims=True)
    w = np.where(tot > 0, e / np.where(tot > 0, tot, 1.0), 0.0)
    o = (w @ v).transpose(0, 2, 1, 3).reshape(b, t, d)
    return o @ w_o


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.shape[-1] % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    x = _ln(x, gamma, beta, eps)
    x = x + _mha(x, w_q, w_k, w_v, w_o, num_heads, mask)
    return x.astype(x.dtype)
