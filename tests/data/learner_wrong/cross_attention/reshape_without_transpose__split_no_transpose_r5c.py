# mistake: splits heads with reshape(b, heads, seq, head_dim) directly (no transpose), merges back the same way
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Tq, D = x_dec.shape
    Tk = x_enc.shape[1]
    if D % num_heads != 0:
        raise ValueError("num_heads must divide d_model")
    hd = D // num_heads
    q = (x_dec @ w_q).reshape(B, num_heads, Tq, hd)
    k = (x_enc @ w_k).reshape(B, num_heads, Tk, hd)
    v = (x_enc @ w_v).reshape(B, num_heads, Tk, hd)
    s = q @ np.swapaxes(k, -1, -2) / q.dtype.type(np.sqrt(hd))
    if enc_padding_mask is not None:
        s = np.where(enc_padding_mask[:, None, None, :], s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return (w @ v).reshape(B, Tq, D) @ w_o, w
