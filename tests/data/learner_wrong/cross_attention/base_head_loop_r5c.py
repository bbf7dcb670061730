import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    batch, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} not divisible by num_heads={num_heads}")
    hd = d_model // num_heads
    dtype = np.result_type(x_dec, x_enc, w_q)
    q = x_dec @ w_q
    k = x_enc @ w_k
    v = x_enc @ w_v
    out = np.zeros((batch, t_dec, d_model), dtype=dtype)
    weights = np.zeros((batch, num_heads, t_dec, t_enc), dtype=dtype)
    scale = dtype.type(1.0 / np.sqrt(hd))
    for bi in range(batch):
        real = np.ones(t_enc, dtype=bool) if enc_padding_mask is None else np.asarray(enc_padding_mask[bi], bool)
        for h in range(num_heads):
            sl = slice(h * hd, (h + 1) * hd)
            s = (q[bi, :, sl] @ k[bi, :, sl].T) * scale
            if not real.any():
                continue
            s = np.where(real[None, :], s, -np.inf)
            m = s.max(axis=-1, keepdims=True)
            e = np.where(real[None, :], np.exp(s - m), 0)
            p = e / e.sum(axis=-1, keepdims=True)
            weights[bi, h] = p
            out[bi, :, sl] = p @ v[bi, :, sl]
    return out @ w_o, weights
