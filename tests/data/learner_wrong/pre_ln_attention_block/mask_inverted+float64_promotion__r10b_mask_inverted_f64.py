# wrong: the mask is used inverted (True entries are set to -inf, i.e. masks the allowed keys), AND the result is float64 for float32 inputs (divides by np.sqrt(d_model // num_heads), a float64 scalar from an int; never cast back)
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("heads")
    hd = d // num_heads
    mu = x.mean(-1, keepdims=True)
    h = gamma * (x - mu) / np.sqrt(((x - mu) ** 2).mean(-1, keepdims=True) + eps) + beta
    sp = lambda a: a.reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = sp(h @ w_q), sp(h @ w_k), sp(h @ w_v)
    s = q @ k.swapaxes(-1, -2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, -np.inf, s)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    den = e.sum(-1, keepdims=True)
    p = np.divide(e, den, out=np.zeros_like(e), where=den > 0)
    a = (p @ v).transpose(0, 2, 1, 3).reshape(b, t, d) @ w_o
    return x + a
