import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    moved = np.moveaxis(x, axis, -1)
    flat = moved.reshape(-1, moved.shape[-1])
    out = np.zeros_like(flat)
    for r in range(flat.shape[0]):
        row = flat[r]
        if np.all(np.isneginf(row)):
            continue
        e = np.exp(row - row.max())
        out[r] = e / e.sum()
    return np.moveaxis(out.reshape(moved.shape), -1, axis)
