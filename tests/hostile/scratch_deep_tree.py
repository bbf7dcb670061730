# class: scratch persistence (a tree deeper than PATH_MAX and than the cleanup's recursion)
# expect: wrong_answer
import os

os.chdir("/scratch")
for i in range(3000):
    try:
        os.mkdir("d")
    except OSError:
        pass
    os.chdir("d")
os.chmod(".", 0)
os.chdir("/scratch")


def softmax(x, axis=-1):
    return x
