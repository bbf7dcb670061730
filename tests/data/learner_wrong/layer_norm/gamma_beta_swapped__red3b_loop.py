import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    # mistake: gamma and beta swapped (beta scales, gamma shifts), loop over tokens
    flat = x.reshape(-1, x.shape[-1])
    out = np.empty_like(flat)
    for i, row in enumerate(flat):
        m = row.mean()
        c = row - m
        out[i] = beta * c / np.sqrt((c * c).mean() + eps) + gamma
    return out.reshape(x.shape)
