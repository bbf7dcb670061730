# MISTAKE: padding is filled with the finite value -1e9 instead of -inf, so a sentence whose source is entirely padding gets uniform weights and the average of the padded values instead of zero weights and a zero output.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, t_dec, d = x_dec.shape
    t_enc = x_enc.shape[1]
    if d % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    split = lambda t, n: np.swapaxes(t.reshape(b, n, num_heads, hd), 1, 2)
    q = split(x_dec @ w_q, t_dec)
    k = split(x_enc @ w_k, t_enc)
    v = split(x_enc @ w_v, t_enc)
    s = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(hd)
    if enc_padding_mask is not None:
        s = np.where(np.asarray(enc_padding_mask)[:, None, None, :], s, -1e9)
    s = s - s.max(axis=-1, keepdims=True)
    w = np.exp(s)
    w /= w.sum(axis=-1, keepdims=True)
    out = np.swapaxes(w @ v, 1, 2).reshape(b, t_dec, d) @ w_o
    return out.astype(x_dec.dtype), w.astype(x_dec.dtype)
