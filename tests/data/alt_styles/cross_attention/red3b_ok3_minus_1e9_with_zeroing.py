import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, td, d = x_dec.shape
    if d % num_heads:
        raise ValueError(f"{d} % {num_heads} != 0")
    hd = d // num_heads
    out_heads, ws = [], []
    q_all, k_all, v_all = x_dec @ w_q, x_enc @ w_k, x_enc @ w_v
    for h in range(num_heads):
        c = slice(h * hd, (h + 1) * hd)
        s = q_all[..., c] @ np.swapaxes(k_all[..., c], 1, 2) / np.sqrt(hd).astype(x_dec.dtype)
        if enc_padding_mask is not None:
            keep = np.asarray(enc_padding_mask, dtype=bool)[:, None, :]
            s = np.where(keep, s, np.asarray(-1e9, s.dtype))
            s = s - s.max(-1, keepdims=True)
            e = np.exp(s) * keep
            tot = e.sum(-1, keepdims=True)
            w = np.where(tot > 0, e / np.where(tot > 0, tot, 1), 0).astype(s.dtype)
        else:
            s = s - s.max(-1, keepdims=True)
            e = np.exp(s)
            w = e / e.sum(-1, keepdims=True)
        ws.append(w)
        out_heads.append(w @ v_all[..., c])
    return np.concatenate(out_heads, axis=-1) @ w_o, np.stack(ws, axis=1)
