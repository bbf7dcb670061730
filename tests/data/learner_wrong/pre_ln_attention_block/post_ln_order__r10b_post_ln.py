# wrong: Post-LN, returns layer_norm(x + MHA(x)) (attention on the raw x, normalisation after the residual) instead of x + MHA(layer_norm(x)); MHA itself correct
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("heads")
    hd = d // num_heads
    q = (x @ w_q).reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x @ w_k).reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x @ w_v).reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ k.swapaxes(-1, -2) / np.sqrt(x.dtype.type(hd))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    den = e.sum(-1, keepdims=True)
    p = e / np.where(den > 0, den, 1)
    a = (p @ v).transpose(0, 2, 1, 3).reshape(b, t, d) @ w_o
    y = x + a
    mu = y.mean(-1, keepdims=True)
    var = y.var(-1, keepdims=True)
    return gamma * (y - mu) / np.sqrt(var + eps) + beta
