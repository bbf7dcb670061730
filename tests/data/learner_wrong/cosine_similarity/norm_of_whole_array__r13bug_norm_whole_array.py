# URL: https://github.com/Naver-AI-Hackathon/AI-Vision/issues/300
# Bug: np.linalg.norm without axis -- each input is divided by the norm of the WHOLE array, not of each row (only right when a and b are single vectors).
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    na = np.linalg.norm(a)
    nb = np.linalg.norm(b)
    if na == 0 or nb == 0:
        return np.zeros(np.broadcast_shapes(a.shape[:-1], b.shape[:-1]), dtype=a.dtype)
    return np.sum((a / na) * (b / nb), axis=-1).astype(a.dtype)
