# WRONG: LayerNorm uses the unbiased variance (ddof=1) AND the residual adds the normalised h instead of the original x.
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model % num_heads")
    hd = d // num_heads
    mean = np.mean(x, -1, keepdims=True)
    var = np.var(x, -1, ddof=1, keepdims=True)
    h = (x - mean) / np.sqrt(var + eps) * gamma + beta

    def split(m):
        return np.swapaxes(m.reshape(b, t, num_heads, hd), 1, 2)

    q, k, v = split(h @ w_q), split(h @ w_k), split(h @ w_v)
    s = q @ np.swapaxes(k, -1, -2) / h.dtype.type(hd ** 0.5)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = np.max(s, -1, keepdims=True)
    m[np.isneginf(m)] = 0
    p = np.exp(s - m)
    z = p.sum(-1, keepdims=True)
    p = np.divide(p, z, out=np.zeros_like(p), where=z > 0)
    a = np.swapaxes(p @ v, 1, 2).reshape(b, t, d) @ w_o
    return (h + a).astype(x.dtype)
