import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    out_dtype = np.result_type(x_dec, x_enc)
    xd, xe = np.asarray(x_dec, np.float64), np.asarray(x_enc, np.float64)
    B, Tq, D = xd.shape
    Tk = xe.shape[1]
    if D % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = D // num_heads
    def heads(t, n):
        return t.reshape(B, n, num_heads, hd).transpose(0, 2, 1, 3)
    q = heads(xd @ np.asarray(w_q, np.float64), Tq)
    k = heads(xe @ np.asarray(w_k, np.float64), Tk)
    v = heads(xe @ np.asarray(w_v, np.float64), Tk)
    s = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(hd)
    if enc_padding_mask is not None:
        s = np.where(np.asarray(enc_padding_mask, bool)[:, None, None, :], s, -np.inf)
    with np.errstate(invalid="ignore"):
        e = np.exp(s - s.max(axis=-1, keepdims=True))
        w = e / e.sum(axis=-1, keepdims=True)
    w = np.nan_to_num(w, nan=0.0)  # an all-padding source: 0/0 -> 0
    o = np.einsum("bhqk,bhkd->bhqd", w, v).transpose(0, 2, 1, 3).reshape(B, Tq, D)
    return (o @ np.asarray(w_o, np.float64)).astype(out_dtype), w.astype(out_dtype)
