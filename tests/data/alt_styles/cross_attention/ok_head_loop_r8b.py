import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    batch, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads
    dt = x_dec.dtype
    q = x_dec @ w_q
    k = x_enc @ w_k
    v = x_enc @ w_v
    if enc_padding_mask is None:
        keep = np.ones((batch, t_enc), dtype=bool)
    else:
        keep = np.asarray(enc_padding_mask, dtype=bool)
    scale = 1.0 / np.sqrt(hd)
    weights = np.zeros((batch, num_heads, t_dec, t_enc), dtype=dt)
    merged = np.zeros((batch, t_dec, d_model), dtype=dt)
    for h in range(num_heads):
        sl = slice(h * hd, (h + 1) * hd)
        s = np.einsum("btd,bsd->bts", q[..., sl], k[..., sl]) * scale
        s = np.where(keep[:, None, :], s, -np.inf)
        m = s.max(axis=-1, keepdims=True)
        m = np.where(np.isneginf(m), 0.0, m)
        e = np.exp(s - m)
        z = e.sum(axis=-1, keepdims=True)
        w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
        weights[:, h] = w
        merged[..., sl] = w @ v[..., sl]
    return (merged @ w_o).astype(dt, copy=False), weights
