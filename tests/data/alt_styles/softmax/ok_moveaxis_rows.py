import numpy as np


def softmax(x, axis=-1):
    x = np.array(x, copy=True)
    moved = np.moveaxis(x, axis, -1)
    flat = moved.reshape(-1, moved.shape[-1])
    out = np.zeros_like(flat)
    for r in range(flat.shape[0]):
        row = flat[r]
        if np.all(np.isneginf(row)):
            continue
        shifted = row - row.max()
        ex = np.exp(shifted)
        out[r] = ex / ex.sum()
    return np.moveaxis(out.reshape(moved.shape), -1, axis)
