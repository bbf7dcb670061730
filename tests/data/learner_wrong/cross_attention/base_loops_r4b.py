import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    batch, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} not divisible by num_heads={num_heads}")
    hd = d_model // num_heads
    dt = x_dec.dtype
    Q, K, V = x_dec @ w_q, x_enc @ w_k, x_enc @ w_v
    weights = np.zeros((batch, num_heads, t_dec, t_enc), dtype=dt)
    ctx = np.zeros((batch, t_dec, d_model), dtype=dt)
    for b in range(batch):
        real = np.ones(t_enc, bool) if enc_padding_mask is None else np.asarray(enc_padding_mask[b], bool)
        if not real.any():
            continue
        for h in range(num_heads):
            cols = slice(h * hd, (h + 1) * hd)
            s = Q[b, :, cols] @ K[b][real][:, cols].T / np.sqrt(hd)
            s = s - s.max(axis=1, keepdims=True)
            p = np.exp(s)
            p /= p.sum(axis=1, keepdims=True)
            weights[b, h][:, real] = p
            ctx[b, :, cols] = p @ V[b][real][:, cols]
    return (ctx @ w_o).astype(dt), weights
