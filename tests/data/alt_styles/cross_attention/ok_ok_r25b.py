import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    x_dec = np.asarray(x_dec)
    x_enc = np.asarray(x_enc)
    b, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if num_heads <= 0 or d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads
    dtype = x_dec.dtype

    def split(t, n):
        return t.reshape(b, n, num_heads, hd).transpose(0, 2, 1, 3)

    q = split(x_dec @ w_q, t_dec)
    k = split(x_enc @ w_k, t_enc)
    v = split(x_enc @ w_v, t_enc)
    scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if enc_padding_mask is not None:
        m = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
        scores = np.where(m, scores, -np.inf)
    mx = np.max(scores, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(scores - mx)
    s = e.sum(-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0).astype(dtype, copy=False)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, t_dec, d_model)
    out = (ctx @ w_o).astype(dtype, copy=False)
    return out, w
