# mistake: the scale reads k.shape[-2] (t_enc) instead of k.shape[-1] (head_dim): divides by sqrt(t_enc)
import numpy as np


def _split(x, h):
    b, t, d = x.shape
    return x.reshape(b, t, h, d // h).transpose(0, 2, 1, 3)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, t_dec, d = x_dec.shape
    if d % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    q = _split(x_dec @ w_q, num_heads)
    k = _split(x_enc @ w_k, num_heads)
    v = _split(x_enc @ w_v, num_heads)
    d_k = k.shape[-2]
    s = q @ k.swapaxes(-1, -2) / np.sqrt(d_k).astype(q.dtype)
    if enc_padding_mask is not None:
        s = np.where(enc_padding_mask[:, None, None, :], s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    den = e.sum(-1, keepdims=True)
    w = np.divide(e, den, out=np.zeros_like(e), where=den > 0)
    o = (w @ v).transpose(0, 2, 1, 3).reshape(b, t_dec, d)
    return o @ w_o, w
