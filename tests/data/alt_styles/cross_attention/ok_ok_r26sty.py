# CORRECT: an explicit Python loop over heads using column slices of the weights, then the merged heads times w_o.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    x_dec, x_enc, w_q, w_k, w_v, w_o = map(np.asarray, (x_dec, x_enc, w_q, w_k, w_v, w_o))
    d_model = x_dec.shape[-1]
    if num_heads < 1 or d_model % num_heads:
        raise ValueError(f"{num_heads} heads do not divide d_model={d_model}")
    hd = d_model // num_heads
    batch, t_dec, _ = x_dec.shape
    t_enc = x_enc.shape[1]
    keep = None
    if enc_padding_mask is not None:
        keep = np.asarray(enc_padding_mask, dtype=bool)[:, None, :]
    dt = x_dec.dtype
    weights = np.zeros((batch, num_heads, t_dec, t_enc), dtype=np.result_type(dt, w_q))
    heads = []
    for h in range(num_heads):
        cols = slice(h * hd, (h + 1) * hd)
        qh = x_dec @ w_q[:, cols]
        kh = x_enc @ w_k[:, cols]
        vh = x_enc @ w_v[:, cols]
        s = qh @ np.swapaxes(kh, 1, 2) / np.sqrt(hd)
        if keep is not None:
            s = np.where(keep, s, -np.inf)
        peak = s.max(axis=-1, keepdims=True)
        peak[~np.isfinite(peak)] = 0.0
        e = np.exp(s - peak)
        z = e.sum(axis=-1, keepdims=True)
        p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
        weights[:, h] = p
        heads.append(p @ vh)
    merged = np.concatenate(heads, axis=-1)
    return (merged @ w_o).astype(dt, copy=False), weights.astype(dt, copy=False)
