# WRONG: splits heads with reshape(B, heads, T, hd) straight from (B, T, d) (no (B,T,H,hd)->transpose), and merges back the same way; rest correct.
import numpy as np


def _softmax_masked(s, allowed):
    s = np.where(allowed, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m[np.isinf(m)] = 0
    e = np.exp(s - m) * allowed
    z = e.sum(-1, keepdims=True)
    return e / np.maximum(z, np.finfo(s.dtype).tiny)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Tq, D = x_dec.shape
    Tk = x_enc.shape[1]
    if D % num_heads != 0:
        raise ValueError("heads")
    hd = D // num_heads
    q = (x_dec @ w_q).reshape(B, num_heads, Tq, hd)
    k = (x_enc @ w_k).reshape(B, num_heads, Tk, hd)
    v = (x_enc @ w_v).reshape(B, num_heads, Tk, hd)
    s = q @ k.swapaxes(-1, -2) / x_dec.dtype.type(np.sqrt(hd))
    if enc_padding_mask is None:
        allowed = np.ones_like(s, dtype=bool)
    else:
        allowed = np.broadcast_to(enc_padding_mask[:, None, None, :], s.shape)
    w = _softmax_masked(s, allowed)
    o = (w @ v).reshape(B, Tq, D)
    return (o @ w_o).astype(x_dec.dtype), w.astype(x_dec.dtype)
