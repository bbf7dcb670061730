import numpy as np

# correct: loop over batch and heads with column slices of the projections, float32 kept
def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads != 0:
        raise ValueError(f"d_model {D} % num_heads {num_heads} != 0")
    hd = D // num_heads
    mu = x.mean(axis=-1, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
    h = (x - mu) / np.sqrt(var + eps) * gamma + beta
    Q, K, V = h @ w_q, h @ w_k, h @ w_v
    full_mask = None if mask is None else np.broadcast_to(mask, (B, num_heads, T, T))
    out = np.zeros_like(Q)
    for b in range(B):
        for hh in range(num_heads):
            sl = slice(hh * hd, (hh + 1) * hd)
            s = Q[b, :, sl] @ K[b, :, sl].T / np.sqrt(hd)
            if full_mask is not None:
                s = np.where(full_mask[b, hh], s, -np.inf)
            for i in range(T):
                row = s[i]
                if np.all(np.isneginf(row)):
                    continue
                w = np.exp(row - row.max())
                w /= w.sum()
                out[b, i, sl] = w @ V[b, :, sl]
    return (x + out @ w_o).astype(x.dtype)
